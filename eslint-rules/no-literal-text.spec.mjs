// The untranslated-text rule: visible and spoken text comes from the catalogs (run: node --test eslint-rules/).
import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = after;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const literal = (text) => ({ messageId: 'literal', data: { text } });
const brands = [{ allow: ['Google Maps', 'Tara Pampanga'] }];

tester.run('house/no-literal-text', rule, {
  valid: [
    { code: `const a = <dt>{t('place.addressLabel')}</dt>;` },
    { code: `const a = <span aria-label={t('rating.label')}>{rating} · {count}</span>;` },
    { code: `const a = <p>{count}/{max} — {'·'} 4.5</p>;` },
    { code: `const a = <input placeholder={\`\${min}–\${max}\`} title="%" />;` },
    { code: `const a = <a href="https://maps.google.com" className="tp-link">Google Maps</a>;`, options: brands },
    { code: `const a = <p className="tp-footer__name">Tara Pampanga</p>;`, options: brands },
    { code: `const a = <p><span lang="pam">Mayap a abak!</span> {t('footer.note')}</p>;` },
    { code: `const columns = [{ title: t('form.icon'), dataIndex: 'icon', key: 'icon' }];` },
    { code: `const items = [{ key: 'food', label: 'home.quick.food' }];` },
    { code: `const a = <Input placeholder="https://" />; const b = <Input placeholder="#8f1d14" />;` },
    { code: `const a = <Input placeholder="7KQ2M-XH9RT" aria-describedby="code-hint" />;` },
    { code: `message.success(t('coupons.saved')); toast.error(error.message);` },
    { code: `const a = <Icon name="star" className="tp-rating" data-testid="rating" />;` },
  ],
  invalid: [
    { code: `const a = <dt>Address</dt>;`, errors: [literal('Address')] },
    { code: `const a = <span className="tp-visually-hidden">Rating: </span>;`, errors: [literal('Rating:')] },
    { code: `const a = <p>{count} reports</p>;`, errors: [literal('reports')] },
    { code: `const a = <p>{'Coordinates'}</p>;`, errors: [literal('Coordinates')] },
    {
      code: `const a = <button aria-label="Close" title="Close dialog" />;`,
      errors: [literal('Close'), literal('Close dialog')],
    },
    { code: `const a = <input placeholder="Search places" />;`, errors: [literal('Search places')] },
    { code: `const a = <img alt={\`Photo of \${name}\`} />;`, errors: [literal('Photo of')] },
    { code: `const a = <Form.Item label="URL Slug" />;`, errors: [literal('URL Slug')] },
    {
      code: `const a = <Popconfirm okText="Delete" cancelText={'Cancel'} />;`,
      errors: [literal('Delete'), literal('Cancel')],
    },
    { code: `const columns = [{ title: 'Email', dataIndex: 'email' }];`, errors: [literal('Email')] },
    { code: `const items = [{ key: 'a', label: \`Latitude \${n}\` }];`, errors: [literal('Latitude')] },
    { code: `message.success('Saved'); notification.error({ message: t('x.y') });`, errors: [literal('Saved')] },
    { code: `const a = <p>Mabuhay, Google Maps</p>;`, options: brands, errors: [literal('Mabuhay, Google Maps')] },
    { code: `const a = <p>\n  Reported\n  by\n</p>;`, errors: [literal('Reported by')] },
  ],
});
