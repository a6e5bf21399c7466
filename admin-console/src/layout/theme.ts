import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default look in Aangan's colours (the public site's green and ochre). */
export const lightTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b5d4b' },
    secondary: { main: '#073f33' },
  },
};
