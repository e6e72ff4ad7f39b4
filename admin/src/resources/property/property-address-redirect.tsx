import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * The specification's property addresses (spec 002 §2: /properties?landlordId=, /properties/details/{id} and its
 * variant /home/properties/details/{id}) lead to the property resource's list (keeping the query) and details pages;
 * /properties#addnew (spec 001 §2, the landlord's ADD PROPERTIES) opens the Add property form.
 */
export function PropertyAddressRedirect() {
  const { id } = useParams();
  const { search, hash } = useLocation();
  if (id) return <Navigate to={`/property/${encodeURIComponent(id)}/show`} replace />;
  if (hash === '#addnew') return <Navigate to="/property/create" replace />;
  return <Navigate to={`/property${search}`} replace />;
}
export default PropertyAddressRedirect;
