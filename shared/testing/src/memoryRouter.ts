// Tests' router: react-router's MemoryRouter (a route and its history in memory). No page uses it, so the shared
// facade (@portal/router) leaves it out of every route's JavaScript; the kit gives it to tests from the same
// react-router (one copy in Jest, so the facade's Routes and links see its context). The kit's react-router-dom
// range is the facade's (both package.json files): two ranges that drift apart would give tests two copies.
export { MemoryRouter } from 'react-router-dom';
