// The boundary rule on imports a frontend may and may not make (run: node --test eslint-rules/).
import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './frontend-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = after;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const app = '/repo/frontend-public/src';

tester.run('house/frontend-boundaries', rule, {
  valid: [
    {
      filename: `${app}/pages/services-page.tsx`,
      code: "import { ServiceCard } from '../features/services/components/service-card';",
    },
    { filename: `${app}/pages/services-page.tsx`, code: "import { CatalogList } from '../shared/lists/catalog-list';" },
    { filename: `${app}/pages/service-detail-page.tsx`, code: "import { Panel } from './service-detail/panel';" },
    {
      filename: `${app}/features/services/components/service-card.tsx`,
      code: "import { Rating } from '../../../shared/ui/rating';",
    },
    {
      filename: `${app}/features/services/components/service-card.tsx`,
      code: "import { servicesApi } from '../services.api';",
    },
    { filename: `${app}/shared/lists/catalog-list.tsx`, code: "import { EmptyState } from '../ui/empty-state';" },
    { filename: `${app}/shared/ui/rating.tsx`, code: "import { useT } from '../../i18n/i18n';" },
    { filename: `${app}/app/routes.tsx`, code: "const Page = () => import('../pages/services-page');" },
    { filename: `${app}/test/render.tsx`, code: "import { PublicApp } from '../app/public-app';" },
    { filename: `${app}/features/auth/use-current-user.ts`, code: "import { api } from '@tara/api-client';" },
  ],
  invalid: [
    {
      filename: `${app}/features/services/components/service-card.tsx`,
      code: "import { coverOf } from '../../catalog/images';",
      errors: [{ messageId: 'crossFeature', data: { from: 'services', to: 'catalog' } }],
    },
    {
      filename: `${app}/features/community/components/post-list.tsx`,
      code: "export { ResultsCount } from '../../coupons/components/coupon-lists';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: `${app}/features/auth/use-current-user.ts`,
      code: "const chrome = () => import('../../app/member-chrome');",
      errors: [{ messageId: 'upward', data: { from: 'features', to: 'app' } }],
    },
    {
      filename: `${app}/pages/home-page.tsx`,
      code: "import { useAppPath } from '../app/basename';",
      errors: [{ messageId: 'upward', data: { from: 'pages', to: 'app' } }],
    },
    {
      filename: `${app}/pages/sign-in-page.tsx`,
      code: "import { AuthCard } from './auth-page';",
      errors: [{ messageId: 'crossPage', data: { from: 'sign-in', to: 'auth' } }],
    },
    {
      filename: `${app}/shared/lists/catalog-list.tsx`,
      code: "import { ServiceCard } from '../../features/services/components/service-card';",
      errors: [{ messageId: 'upward', data: { from: 'shared', to: 'features' } }],
    },
    {
      filename: `${app}/shared/ui/empty-state.tsx`,
      code: "import '../../pages/home-page.css';",
      errors: [{ messageId: 'upward', data: { from: 'shared', to: 'pages' } }],
    },
  ],
});
