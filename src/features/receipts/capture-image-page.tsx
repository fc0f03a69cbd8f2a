// Capture screen: its title only until its issue lands.
import { TitleOnlyPage } from '../../ui/page-header';

export default function Page() {
  return <TitleOnlyPage title="Capture" />;
}
