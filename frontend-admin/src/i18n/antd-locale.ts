import type { Language } from '@tara/i18n';
import type { Locale } from 'antd/es/locale';
import enUSModule from 'antd/locale/en_US';

// antd/locale/en_US is CommonJS: bundlers hand over its default export, Node's ESM loader (tests) the module object.
const enUS: Locale = (enUSModule as Locale & { default?: Locale }).default ?? enUSModule;

/**
 * Ant Design ships no Filipino locale: this one is en_US with Filipino texts for the components the admin app uses
 * (tables, pagination, dialogs, confirmations, selects, forms, copy buttons, empty states).
 */
const filPH: Locale = {
  ...enUS,
  locale: 'fil',
  global: {
    ...enUS.global,
    placeholder: 'Pumili',
    close: 'Isara',
    sortable: 'maaaring ayusin',
    show: 'Ipakita',
    hide: 'Itago',
  },
  Pagination: {
    ...enUS.Pagination,
    items_per_page: '/ pahina',
    jump_to: 'Pumunta sa',
    jump_to_confirm: 'kumpirmahin',
    page: 'Pahina',
    prev_page: 'Nakaraang Pahina',
    next_page: 'Susunod na Pahina',
    prev_5: 'Nakaraang 5 Pahina',
    next_5: 'Susunod na 5 Pahina',
    prev_3: 'Nakaraang 3 Pahina',
    next_3: 'Susunod na 3 Pahina',
    page_size: 'Laki ng pahina',
  },
  Table: {
    ...enUS.Table,
    filterTitle: 'Menu ng filter',
    filterConfirm: 'OK',
    filterReset: 'I-reset',
    filterEmptyText: 'Walang filter',
    filterCheckAll: 'Piliin lahat',
    filterSearchPlaceholder: 'Maghanap sa mga filter',
    emptyText: 'Walang datos',
    selectAll: 'Piliin ang pahinang ito',
    selectInvert: 'Baligtarin ang pagpili sa pahinang ito',
    selectNone: 'Alisin ang lahat ng pinili',
    selectionAll: 'Piliin ang lahat ng datos',
    sortTitle: 'Ayusin',
    expand: 'Palawakin ang hanay',
    collapse: 'Paliitin ang hanay',
    triggerDesc: 'I-click para ayusin nang pababa',
    triggerAsc: 'I-click para ayusin nang pataas',
    cancelSort: 'I-click para alisin ang pag-aayos',
  },
  Modal: { okText: 'OK', cancelText: 'Kanselahin', justOkText: 'OK' },
  Popconfirm: { okText: 'OK', cancelText: 'Kanselahin' },
  Empty: { description: 'Walang datos' },
  Text: { edit: 'I-edit', copy: 'Kopyahin', copied: 'Nakopya', expand: 'Palawakin', collapse: 'Paliitin' },
  Form: {
    ...enUS.Form,
    optional: '(opsyonal)',
    defaultValidateMessages: {
      ...enUS.Form?.defaultValidateMessages,
      default: 'May mali sa ${label}',
      required: 'Ilagay ang ${label}',
      whitespace: 'Hindi puwedeng puro puwang ang ${label}',
    },
  },
};

export const ANTD_LOCALES: Readonly<Record<Language, Locale>> = { en: enUS, fil: filPH };
