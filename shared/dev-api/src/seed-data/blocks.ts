/** Blocks (terms, study periods) of an enrolment: its modules in groups of the course's block size, each block
 * with its dates; the census date falls a fifth into the block and the withdrawal (WNF) date halfway. */
import type { ProviderInfo } from '../providers';
import type { EnrolmentBlock, EnrolmentModule } from '../types';

/** What a provider calls its blocks. */
export const blockLabel = (scheme: ProviderInfo['gradeScheme']): string =>
  scheme === 'hd' ? 'Trimester' : scheme === 'letter' ? 'Term' : 'Block';

export function buildBlocks(
  modules: EnrolmentModule[],
  blockSize: number,
  startDay: number,
  moduleDays: number,
  scheme: ProviderInfo['gradeScheme'],
  date: (days: number) => string,
): EnrolmentBlock[] {
  const blocks: EnrolmentBlock[] = [];
  for (let b = 0; b * blockSize < modules.length; b += 1) {
    const list = modules.slice(b * blockSize, (b + 1) * blockSize);
    const bStart = startDay + Math.round(b * blockSize * moduleDays);
    const bEnd = startDay + Math.round(Math.min((b + 1) * blockSize, modules.length) * moduleDays) - 1;
    blocks.push({
      name: `${blockLabel(scheme)} ${b + 1}`,
      index: b + 1,
      startDate: date(bStart),
      endDate: date(bEnd),
      censusDate: date(bStart + Math.round((bEnd - bStart) * 0.2)),
      wnfDate: date(bStart + Math.round((bEnd - bStart) * 0.5)),
      enrolmentModuleList: list,
    });
  }
  return blocks;
}
