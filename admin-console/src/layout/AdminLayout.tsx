import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppBar, Layout, Logout, Menu, UserMenu, useBasename, useUserMenu } from 'react-admin';

/** "My account" in the user menu: password and authenticator app. */
function MyAccountMenuItem() {
  const userMenu = useUserMenu();
  const basename = useBasename();
  return (
    <MenuItem component={Link} to={`${basename}/account`} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>My account</ListItemText>
    </MenuItem>
  );
}

function AdminAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <MyAccountMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

/**
 * The spec's admin tabs in order (All Users, Leads, Direct Leads, then the projects), with the
 * careers applications after the direct leads. A resource the user's role lacks is left out.
 */
function AdminMenu() {
  return (
    <Menu>
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="leads" />
      <Menu.ResourceItem name="direct-leads" />
      <Menu.ResourceItem name="applications" />
      <Menu.ResourceItem name="projects" />
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
