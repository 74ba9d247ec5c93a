import type { ThemeConfig } from 'antd';

/** Ant Design theme with the Tara Pampanga brand (lantern red, Arayat green, system fonts). */
export const adminTheme: ThemeConfig = {
  cssVar: { key: 'tp-admin' },
  token: {
    colorPrimary: '#8f1d14',
    colorLink: '#8f1d14',
    colorSuccess: '#2f6b3f',
    colorWarning: '#c2410c',
    colorInfo: '#8f1d14',
    colorTextBase: '#2a1812',
    // Darker than antd's 45 % alpha default so that secondary text keeps 4.5:1 contrast (WCAG AA).
    colorTextSecondary: '#5e4a40',
    colorBgLayout: '#fff8ef',
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
