import type { ThemeConfig } from 'antd';

/** Ant Design theme with the Tara Pampanga brand (lantern red, Arayat green, system fonts). */
export const adminTheme: ThemeConfig = {
  cssVar: { key: 'tp-admin' },
  token: {
    colorPrimary: '#8f1d14',
    colorLink: '#8f1d14',
    colorSuccess: '#2f6b3f',
    colorWarning: '#b43c0a',
    // antd's #ff4d4f gives 3.2:1 on its light error background (tags, alerts); this keeps 4.5:1 there and on buttons.
    colorError: '#b42318',
    colorInfo: '#8f1d14',
    colorTextBase: '#2a1812',
    // Darker than antd's alpha defaults (65 %, 45 %) so that secondary and description text (Typography secondary,
    // Statistic titles, form help, empty texts) keep 4.5:1 contrast on white and on the cream layout (WCAG AA).
    colorTextSecondary: '#5e4a40',
    colorTextDescription: '#5e4a40',
    colorTextTertiary: '#6b5549',
    // Placeholders are read as text too (4.5:1); still lighter than values.
    colorTextPlaceholder: '#7a6a62',
    // Light backgrounds of the status colours (tags, alerts). antd derives them from the seed colours, which gives a
    // grey #a1aba2 behind success text for this dark green (2.7:1); these keep every status text above 5:1.
    colorSuccessBg: '#e8f3eb',
    colorSuccessBorder: '#a9cfb3',
    colorWarningBg: '#fff1e6',
    colorWarningBorder: '#f3bf9b',
    colorErrorBg: '#fdecea',
    colorErrorBorder: '#f1aaa3',
    colorInfoBg: '#fbeae7',
    colorInfoBorder: '#e9aaa2',
    colorBgLayout: '#fff8ef',
    borderRadius: 10,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
