// Exposed to the shell as 'frontend_admin/App': <AdminApp basename="/admin" />.
export { AdminApp, AdminApp as default, type AdminAppProps } from './app/admin-app';
