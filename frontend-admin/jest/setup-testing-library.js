// Ant Design renders a lot in jsdom: on a busy machine (CI on 2 cores) a table can take longer than Testing Library's
// default 1 s to appear, so every findBy/waitFor waits up to 10 s (each test still has its own 30 s limit).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
