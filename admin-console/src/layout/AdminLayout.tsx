import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppBar, Layout, Logout, UserMenu, useBasename, useUserMenu } from 'react-admin';

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

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={AdminAppBar}>{children}</Layout>;
}
