import { Navigate, useParams } from 'react-router-dom';

/**
 * The specification's product addresses (spec 002 §2: /home/products, /home/products/details/{id} and its variant
 * /home/products/{id}) lead to the product resource's list and details pages.
 */
export function ProductAddressRedirect() {
  const { id } = useParams();
  return <Navigate to={id ? `/product/${encodeURIComponent(id)}/show` : '/product'} replace />;
}
export default ProductAddressRedirect;
