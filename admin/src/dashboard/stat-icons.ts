import type { SvgIconComponent } from '@mui/icons-material';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import GavelIcon from '@mui/icons-material/Gavel';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';

/** The icon names the summary API sends (MUI icon names); an unknown name gets a neutral icon. */
const ICONS: Record<string, SvgIconComponent> = {
  CurrencyRupee: CurrencyRupeeIcon,
  Gavel: GavelIcon,
  People: PeopleIcon,
  VerifiedUser: VerifiedUserIcon,
  TrendingUp: TrendingUpIcon,
  TrendingDown: TrendingDownIcon,
  TrendingFlat: TrendingFlatIcon,
};

export function statIcon(name: string): SvgIconComponent {
  return ICONS[name] ?? InsightsIcon;
}
