// @portal/ui's own texts join the one Lingui instance with the parts that show them (./catalog.ts).
import './catalog';

export * from './chakra';
export * from './theme';
export * from './feedback';
export * from './lists';
export * from './disclosure';
export * from './download';
export * from './people';
export * from './brand';
export * from './scheme';
