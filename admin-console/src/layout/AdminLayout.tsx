import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import WebIcon from '@mui/icons-material/Web';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppBar, Layout, Logout, Menu, UserMenu, useBasename, usePermissions, useUserMenu } from 'react-admin';

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
 * The spec's admin tabs in order (All Users, Leads, Direct Leads, Update Projects, Website
 * Configuration, Website Meta SEO), with the careers applications after the direct leads, the
 * articles after the projects and the assistant's questions last. A resource the user's role
 * lacks is left out; sales users get none of the content screens.
 */
function AdminMenu() {
  const basename = useBasename();
  const { permissions } = usePermissions<string>();
  const staff = permissions === 'admin' || permissions === 'auditor';
  return (
    <Menu>
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="leads" />
      <Menu.ResourceItem name="direct-leads" />
      <Menu.ResourceItem name="applications" />
      <Menu.ResourceItem name="projects" />
      <Menu.ResourceItem name="articles" />
      {staff ? <Menu.Item to={`${basename}/website-moderation`} primaryText="Website Configuration" leftIcon={<WebIcon />} /> : null}
      {staff ? <Menu.Item to={`${basename}/settings`} primaryText="Website Meta SEO" leftIcon={<TravelExploreIcon />} /> : null}
      <Menu.ResourceItem name="assistant-questions" />
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
