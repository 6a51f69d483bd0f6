import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { call } from '../../api/client';
import { ApiError } from '../../api/transport';
import { queryKeys } from '../../api/queryKeys';

/**
 * `GET /product/{id}` for the tool the address names (its own page and its purchase page share the
 * answer), and whether the shop has no such tool.
 */
export function useProductPage() {
  const { id = '' } = useParams();
  const page = useQuery({
    queryKey: queryKeys.productPage(id),
    queryFn: () => call('productPage', { params: { id } }),
  });
  return { page, missing: page.error instanceof ApiError && page.error.status === 404 };
}
