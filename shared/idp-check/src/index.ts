export { runCheck, USAGE, type Output } from './runCheck';
export { assess, type Assessment, type Finding, type AssessSettings } from './assess';
export { observe, ask, type Answer, type Observations, type Fetch } from './observe';
export { issuerKind, CONSOLE, type IssuerKind } from './vendors';
