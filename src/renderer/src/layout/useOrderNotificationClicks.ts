import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from '@shared/routes';
import { onOrderNotificationClicked } from '../platform';

/** Desktop: clicking a paid order's notification shows that order's detail. */
export function useOrderNotificationClicks(): void {
  const navigate = useNavigate();
  useEffect(() => onOrderNotificationClicked((orderId) => navigate(routes.orderDetail(orderId))), [navigate]);
}
