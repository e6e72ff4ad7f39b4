import type { UserRecord } from '../types';
import type { Viewer } from './use-viewer';

/** What every pane of the user drawer receives. */
export interface PaneProps {
  user: UserRecord;
  /** The {type} of GET /profile/{type}: tenant, landlord, partner or internal. */
  profileType: string;
  viewer: Viewer;
}
