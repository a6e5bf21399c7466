import DashboardIcon from '@mui/icons-material/Dashboard';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import WebIcon from '@mui/icons-material/Web';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AppBar,
  Confirm,
  Layout,
  Menu,
  UserMenu,
  useBasename,
  useLogout,
  usePermissions,
  useUserMenu,
} from 'react-admin';

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

/** "Logout" in the user menu: it asks first (the dialog lives in the app bar, which outlives the menu). */
function LogoutMenuItem({ onSelect }: { onSelect: () => void }) {
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onSelect();
      }}
    >
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Logout</ListItemText>
    </MenuItem>
  );
}

/** Spec §2: signing out asks 'Are you sure you want to logout?' first. */
function AdminAppBar() {
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <AppBar
        userMenu={
          <UserMenu>
            <MyAccountMenuItem />
            <LogoutMenuItem onSelect={() => setConfirming(true)} />
          </UserMenu>
        }
      />
      <Confirm
        isOpen={confirming}
        title="Logout"
        content="Are you sure you want to logout?"
        confirm="Logout"
        cancel="Cancel"
        onConfirm={() => {
          setConfirming(false);
          // As react-admin's own Logout: the next sign-in starts at the role's home, not the page left.
          void logout(null, undefined, false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * The dashboard first, then the spec's admin tabs in order (All Users, Leads, Direct Leads, Update
 * Projects, Website Configuration, Website Meta SEO), with the careers applications after the
 * direct leads, the articles after the projects, then the alerts, the assistant's questions and the
 * audit log last.
 * A resource the user's role lacks is left out; sales users get none of the staff screens.
 */
function AdminMenu() {
  const basename = useBasename();
  const { permissions } = usePermissions<string>();
  const staff = permissions === 'admin' || permissions === 'auditor';
  return (
    <Menu>
      {staff ? <Menu.Item to={`${basename}/dashboard`} primaryText="Dashboard" leftIcon={<DashboardIcon />} /> : null}
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="leads" />
      <Menu.ResourceItem name="direct-leads" />
      <Menu.ResourceItem name="applications" />
      <Menu.ResourceItem name="projects" />
      <Menu.ResourceItem name="articles" />
      {staff ? (
        <Menu.Item to={`${basename}/website-moderation`} primaryText="Website Configuration" leftIcon={<WebIcon />} />
      ) : null}
      {staff ? (
        <Menu.Item to={`${basename}/settings`} primaryText="Website Meta SEO" leftIcon={<TravelExploreIcon />} />
      ) : null}
      <Menu.ResourceItem name="alerts" />
      <Menu.ResourceItem name="assistant-questions" />
      <Menu.ResourceItem name="audit" />
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
