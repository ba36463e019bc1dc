// Front-end tests wait for states, never for time: findBy*/waitFor end as soon as what they wait for
// is there. Their limit only bounds a real failure, so it is generous: CI runs on a busy 2-core
// machine where a cache patch, a route change or a lazily loaded module can take well over the
// library's default 1 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
require('@testing-library/jest-dom');
