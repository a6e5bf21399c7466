import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Loading, Title, useAuthenticated, useBasename } from 'react-admin';

/**
 * An address the console does not know: said in the site's own words (react-admin's default text
 * ends in two full stops), with a way back to the console's home.
 */
export function NotFound() {
  const { isPending } = useAuthenticated();
  const basename = useBasename();
  if (isPending) return <Loading />;
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      <Title title="Page not found" />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Either the address was typed wrong, or the link followed is out of date. Let&apos;s get you back on track.
      </Typography>
      <Button component={Link} to={`${basename}/`} variant="contained" startIcon={<HomeIcon />}>
        Back to the console
      </Button>
    </Box>
  );
}
