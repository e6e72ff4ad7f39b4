import { AppBar as RaAppBar, TitlePortal } from 'react-admin';

/** The top bar in the primary colour, with the page title, theme toggle, refresh and user menu. */
export function AppBar() {
  return (
    <RaAppBar color="primary">
      <TitlePortal />
    </RaAppBar>
  );
}
