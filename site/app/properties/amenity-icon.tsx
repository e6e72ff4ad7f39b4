import type { SvgIconComponent } from '@mui/icons-material';
import AcUnit from '@mui/icons-material/AcUnit';
import Balcony from '@mui/icons-material/Balcony';
import Bathtub from '@mui/icons-material/Bathtub';
import BatteryChargingFull from '@mui/icons-material/BatteryChargingFull';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Checkroom from '@mui/icons-material/Checkroom';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Elevator from '@mui/icons-material/Elevator';
import Fingerprint from '@mui/icons-material/Fingerprint';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Groups from '@mui/icons-material/Groups';
import HotTub from '@mui/icons-material/HotTub';
import Kitchen from '@mui/icons-material/Kitchen';
import LocalLaundryService from '@mui/icons-material/LocalLaundryService';
import LocalParking from '@mui/icons-material/LocalParking';
import MenuBook from '@mui/icons-material/MenuBook';
import Park from '@mui/icons-material/Park';
import Pets from '@mui/icons-material/Pets';
import Pool from '@mui/icons-material/Pool';
import Propane from '@mui/icons-material/Propane';
import Restaurant from '@mui/icons-material/Restaurant';
import Security from '@mui/icons-material/Security';
import SportsEsports from '@mui/icons-material/SportsEsports';
import Tv from '@mui/icons-material/Tv';
import Videocam from '@mui/icons-material/Videocam';
import WaterDrop from '@mui/icons-material/WaterDrop';
import Weekend from '@mui/icons-material/Weekend';
import Wifi from '@mui/icons-material/Wifi';

import { amenityIconName } from './format.ts';

/**
 * Icons by the amenity's icon name (spec 000 §2: the name with the first space replaced by a dash), compared
 * ignoring case; an amenity without its own icon gets a tick.
 */
const ICONS: Record<string, SvgIconComponent> = {
  'wi-fi': Wifi,
  wifi: Wifi,
  'power-backup': BatteryChargingFull,
  cctv: Videocam,
  'ro-water': WaterDrop,
  geyser: HotTub,
  housekeeping: CleaningServices,
  laundry: LocalLaundryService,
  ac: AcUnit,
  meals: Restaurant,
  gym: FitnessCenter,
  'study-table': MenuBook,
  'attached-washroom': Bathtub,
  wardrobe: Checkroom,
  refrigerator: Kitchen,
  'common-lounge': Weekend,
  'biometric-entry': Fingerprint,
  'gaming-zone': SportsEsports,
  lift: Elevator,
  'security-guard': Security,
  tv: Tv,
  parking: LocalParking,
  'modular-kitchen': Kitchen,
  balcony: Balcony,
  garden: Park,
  'swimming-pool': Pool,
  'pet-friendly': Pets,
  'piped-gas': Propane,
  'club-house': Groups,
};

export function AmenityIcon({ amenity }: { amenity: string }) {
  const name = amenityIconName(amenity);
  const Icon = ICONS[name.toLowerCase()] ?? CheckCircleOutline;
  return <Icon aria-hidden="true" fontSize="small" data-icon={name} />;
}
