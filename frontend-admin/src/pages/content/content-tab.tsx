import { Flex } from 'antd';
import { CategoriesList } from './categories/list';
import { DestinationsList } from './destinations/list';
import { ServicesList } from './services/list';

/**
 * Admin dashboard, Content tab (admin and editor; spec section 2, /admin; DESIGN section 4): the
 * Categories, Destinations and Services cards, each with a table and create and edit dialogs.
 */
export function ContentTab() {
  return (
    <Flex vertical gap={16}>
      <CategoriesList />
      <DestinationsList />
      <ServicesList />
    </Flex>
  );
}
