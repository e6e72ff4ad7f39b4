import type { UserRecord } from '../types.ts';
import type { Viewer } from './use-viewer.ts';

/** What every pane of the user drawer receives. */
export interface PaneProps {
  user: UserRecord;
  /** The {type} of GET /profile/{type}: tenant, landlord, partner or internal. */
  profileType: string;
  viewer: Viewer;
}
