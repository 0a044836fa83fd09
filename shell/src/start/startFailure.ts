import { msg } from '@lingui/core/macro';
import { i18n } from '@portal/i18n';
import { PublishedProviderError } from './publishedProvider';

/** Styles given through the CSSOM (element.style), which the page's content security policy allows; a style
 * attribute in markup, a <style> element or innerHTML would be refused (no 'unsafe-inline' for styles). */
function styled<E extends HTMLElement>(element: E, styles: Record<string, string>): E {
  for (const [property, value] of Object.entries(styles)) element.style.setProperty(property, value);
  return element;
}

/** What a student sees when the portal could not start (its own files did not arrive): a heading, what happened,
 * and a way to try again. Plain elements and text: nothing else of the portal (React, the provider's theme) is
 * there. System colours and fonts, in the scheme in force (the student's choice, else the device's); a centred
 * column that holds at 360 px. (reload is a parameter for the tests only: jsdom's location.reload can be neither replaced nor
 * spied on.) */
export function showStartFailure(
  root: HTMLElement,
  error: unknown,
  reload: () => void = () => window.location.reload(),
): void {
  console.error('The portal could not start', error);

  // The whole window (over the body's default margin), scrolling when the text is larger than the screen.
  const page = styled(document.createElement('main'), {
    position: 'fixed',
    inset: '0',
    overflow: 'auto',
    display: 'flex',
    'box-sizing': 'border-box',
    padding: '1.5rem',

    background: 'Canvas',
    color: 'CanvasText',
    'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    'font-size': '1rem',
    'line-height': '1.5',
  });
  // The scheme the head script puts in force (the student's choice, or the device's, followed as it changes) is
  // inherited from <html>; without the head script, the device's.
  if (!document.documentElement.style.colorScheme) page.style.setProperty('color-scheme', 'light dark');
  // margin: auto centres the column and, unlike centring by the flex container, keeps all of it reachable by
  // scrolling when it is taller than the window.
  const column = styled(document.createElement('div'), {
    margin: 'auto',
    width: '100%',
    'max-width': '32rem',
  });

  // The page's heading: a screen reader's list of headings finds the page by it.
  const heading = styled(document.createElement('h1'), {
    margin: '0 0 0.75rem',
    'font-size': '1.5rem',
    'line-height': '1.25',
  });
  // A provider published into the deployment whose settings cannot be used: this host's page says so by name
  // (every other host's page is not concerned).
  const host = error instanceof PublishedProviderError ? error.host : undefined;
  heading.textContent = host ? i18n._(msg`This portal is not available`) : i18n._(msg`Something went wrong`);

  const message = styled(document.createElement('p'), {
    margin: '0 0 1.5rem',
    'font-size': '1.125rem',
  });
  message.setAttribute('role', 'alert');
  message.textContent = host
    ? i18n._(msg`The settings of ${host} could not be used. Try again later.`)
    : i18n._(msg`The portal could not load. Check your connection, then try again.`);

  // A button that looks like one; the browser's focus outline is kept.
  const again = styled(document.createElement('button'), {
    'min-height': '44px',
    'min-width': '44px',
    padding: '0.5rem 1.25rem',
    border: '1px solid ButtonBorder',
    'border-radius': '0.375rem',
    background: 'ButtonFace',
    color: 'ButtonText',
    'font-family': 'inherit',
    'font-size': 'inherit',
    'line-height': 'inherit',
    cursor: 'pointer',
  });
  again.type = 'button';
  again.textContent = i18n._(msg`Try again`);
  again.addEventListener('click', () => reload());

  column.append(heading, message, again);
  page.append(column);
  root.replaceChildren(page);
}
