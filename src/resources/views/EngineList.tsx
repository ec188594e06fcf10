import type { ReactNode } from 'react';
import { List, TopToolbar, type ListProps } from 'react-admin';
import { HonestPagination } from './HonestPagination.tsx';
import type { ResourceDef } from '../../generated/registry.ts';
import { EngineProvider } from './EngineProvider.tsx';
import { PAGE_SIZES } from './pageSizes.ts';
import { refetchUnlessPrefetched } from '../initialList.ts';
import { phoneListSx } from './phoneLayout.ts';

export interface EngineListProps extends Omit<ListProps, 'resource' | 'sort' | 'actions'> {
  def: ResourceDef;
  /** The toolbar's buttons; the toolbar wraps on a phone. */
  actions: ReactNode;
}

/**
 * The frame every generated list shares (the list and the external list): the schema's default
 * sort, pages of 10/25/50/100, search with a 500 ms debounce, no exporter (the engine's Export
 * button fetches every page), and a frame that never widens the page on a phone.
 */
export function EngineList({ def, actions, children, ...props }: EngineListProps) {
  return (
    <EngineProvider>
      <List
        resource={def.name}
        disableAuthentication
        sort={def.list.sort}
        perPage={PAGE_SIZES[0]}
        debounce={500}
        exporter={false}
        queryOptions={{ refetchOnMount: refetchUnlessPrefetched }}
        pagination={<HonestPagination rowsPerPageOptions={PAGE_SIZES} />}
        sx={phoneListSx}
        actions={
          <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0 }}>
            {actions}
          </TopToolbar>
        }
        {...props}
      >
        {children}
      </List>
    </EngineProvider>
  );
}
