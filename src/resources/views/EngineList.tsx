import { useLayoutEffect, type ReactNode } from 'react';
import { Empty, List, TopToolbar, useListContext, type ListProps } from 'react-admin';
import { HonestPagination } from './HonestPagination.tsx';
import { consoleReady } from '../firstScreenHandoff.ts';
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
export function EngineList({ def, actions, children, empty, ...props }: EngineListProps) {
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
            <FirstScreenHandover />
            {actions}
          </TopToolbar>
        }
        // The toolbar is not drawn with the empty page: that page says so itself.
        empty={
          empty === false ? (
            false
          ) : (
            <>
              <FirstScreenHandover />
              {empty ?? <Empty />}
            </>
          )
        }
        {...props}
      >
        {children}
      </List>
    </EngineProvider>
  );
}

/**
 * Tells the first screen drawn before React (src/firstScreen/) that this list has drawn its page
 * (rows, the empty state or an error), in the commit that drew it: the console takes its place
 * before the next paint.
 */
function FirstScreenHandover() {
  const { isPending } = useListContext();
  useLayoutEffect(() => {
    if (!isPending) consoleReady();
  }, [isPending]);
  return null;
}
