// house/frontend-boundaries: the layers of a frontend app (STYLE.md, docs/architecture.md).
//   app/      may import anything of its own app;
//   pages/    compose features and shared code; a page never imports another page;
//   features/ never import another feature, a page or app/ (what two features need lives in shared/);
//   shared/   imports only shared/ (and i18n/), never a feature, a page or app/.
// Layers are read from the path below `<app>/src/`; imports are resolved relative to the importing file. A unit is the
// folder below the layer (features/auth/...); in pages/ a file is a page too, with its parts in the folder of its name
// (pages/service-detail-page.tsx and pages/service-detail/ are one page), so that page-to-page imports are caught.
import path from 'node:path';

const LAYERS = ['app', 'pages', 'features', 'shared', 'i18n', 'session', 'test', 'remotes'];

/** pages/sign-in-page.tsx, pages/sign-in-page.css and pages/sign-in/ are the page "sign-in". */
function pageOf(name) {
  return name?.replace(/\..*$/, '').replace(/-page$/, '');
}

function placeOf(file) {
  const parts = file.split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0 || !parts[src - 1]?.startsWith('frontend-')) return undefined;
  const layer = parts[src + 1];
  if (!LAYERS.includes(layer)) return undefined;
  const nested = parts.length > src + 3;
  const unit = layer === 'pages' ? pageOf(parts[src + 2]) : nested ? parts[src + 2] : undefined;
  return { app: parts.slice(0, src + 1).join(path.sep), layer, unit };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Pages compose features; features never import each other; shared code lives in shared/.' },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": features never import each other; move what both need to shared/.',
      crossPage:
        'Page "{{from}}" imports page "{{to}}": pages never import each other; share through a feature or shared/.',
      upward: '{{from}}/ may not import {{to}}/: dependencies point from app/ to pages/ to features/ to shared/.',
    },
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here) return {};
    const rank = { app: 0, remotes: 0, pages: 1, session: 2, features: 2, shared: 3, i18n: 3 };
    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(context.filename), spec));
      if (!there || there.app !== here.app || here.layer === 'test' || there.layer === 'test') return;
      if (here.layer === 'features' && there.layer === 'features' && here.unit && there.unit !== here.unit) {
        context.report({ node, messageId: 'crossFeature', data: { from: here.unit, to: there.unit } });
      } else if (
        here.layer === 'pages' &&
        there.layer === 'pages' &&
        here.unit &&
        there.unit &&
        here.unit !== there.unit
      ) {
        context.report({ node, messageId: 'crossPage', data: { from: here.unit, to: there.unit } });
      } else if ((rank[there.layer] ?? 3) < (rank[here.layer] ?? 3)) {
        context.report({ node, messageId: 'upward', data: { from: here.layer, to: there.layer } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
