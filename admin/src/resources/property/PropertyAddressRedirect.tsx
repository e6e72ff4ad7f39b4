import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * The specification's property addresses (002 §2: /properties?landlordId=, /properties/details/{id} and its variant
 * /home/properties/details/{id}) lead to the property resource's list (keeping the query) and details pages.
 */
export function PropertyAddressRedirect() {
  const { id } = useParams();
  const { search } = useLocation();
  return <Navigate to={id ? `/property/${encodeURIComponent(id)}/show` : `/property${search}`} replace />;
}
export default PropertyAddressRedirect;
