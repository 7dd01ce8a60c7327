import { MunicipalitiesSection } from '../../features/admin/sections/municipalities/municipalities-section';

export default function MunicipalitiesRoute() {
  return <MunicipalitiesSection />;
}
