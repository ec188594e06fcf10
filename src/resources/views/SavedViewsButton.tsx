// The list toolbar's saved views (docs/live-and-views.md): a menu of the user's views and the ones
// colleagues shared, applied with a click; "save this view" (name, share, default); the applied
// view made the default or deleted. The views live on the server (useSavedViews).
import { Fragment, useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { Button } from 'react-admin';
import { Chip, Divider, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import type { ResourceDef } from '../../generated/registry.ts';
import type { SavedView } from '../../dataProviders/savedViews.ts';
import { useSavedViews } from './useSavedViews.ts';
import { SaveViewDialog } from './SaveViewDialog.tsx';

export function SavedViewsButton({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const notify = useNotify();
  const saved = useSavedViews(def);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [active, setActive] = useState<SavedView | undefined>();
  const menuId = `${def.name}-saved-views`;
  const mine = saved.views.filter((v) => v.mine);
  const shared = saved.views.filter((v) => !v.mine);
  const close = () => setAnchor(null);

  const choose = (view: SavedView) => {
    close();
    saved.apply(view);
    setActive(view);
    notify('engine.views.applied', { messageArgs: { name: view.name } });
  };
  const run = async (action: () => Promise<unknown>, message: string, name?: string) => {
    close();
    try {
      await action();
      await saved.refresh();
      notify(message, { type: 'success', messageArgs: { name } });
    } catch {
      notify('engine.views.failed', { type: 'error' });
    }
  };
  const item = (view: SavedView) => (
    <MenuItem key={view.id} selected={active?.id === view.id} onClick={() => choose(view)}>
      <ListItemText
        primary={view.name}
        secondary={view.mine ? undefined : translate('engine.views.by', { name: view.owner ?? '' })}
      />
      {view.id === saved.defaultId && (
        <Chip size="small" label={translate('engine.views.default')} sx={{ ml: 1 }} />
      )}
    </MenuItem>
  );
  const current = active && saved.views.find((v) => v.id === active.id);

  if (!saved.supported) return null;
  return (
    <>
      <Button
        label="engine.views.button"
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <BookmarksIcon />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ list: { 'aria-label': translate('engine.views.menu') } }}
      >
        {/* Group headings: presentational inside role=menu (a bare <li> there fails axe). */}
        {mine.length > 0 && (
          <ListSubheader role="presentation">{translate('engine.views.mine')}</ListSubheader>
        )}
        {mine.map(item)}
        {shared.length > 0 && (
          <ListSubheader role="presentation">{translate('engine.views.shared')}</ListSubheader>
        )}
        {shared.map(item)}
        {saved.views.length === 0 && <MenuItem disabled>{translate('engine.views.none')}</MenuItem>}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setSaving(true);
          }}
        >
          {translate('engine.views.save')}
        </MenuItem>
        {current && (
          <Fragment>
            {current.id === saved.defaultId ? (
              <MenuItem
                onClick={() =>
                  run(
                    () => saved.api.setDefaultSavedView(def.name, null),
                    'engine.views.default_cleared',
                  )
                }
              >
                {translate('engine.views.clear_default')}
              </MenuItem>
            ) : (
              <MenuItem
                onClick={() =>
                  run(
                    () => saved.api.setDefaultSavedView(def.name, current.id),
                    'engine.views.default_set',
                    current.name,
                  )
                }
              >
                {translate('engine.views.make_default', { name: current.name })}
              </MenuItem>
            )}
            {current.mine && (
              <MenuItem
                onClick={() =>
                  run(
                    async () => {
                      await saved.api.deleteSavedView(def.name, current.id);
                      setActive(undefined);
                    },
                    'engine.views.deleted',
                    current.name,
                  )
                }
              >
                {translate('engine.views.delete', { name: current.name })}
              </MenuItem>
            )}
          </Fragment>
        )}
      </Menu>
      {saving && (
        <SaveViewDialog
          resource={def.name}
          state={saved.current()}
          onClose={() => setSaving(false)}
          onSaved={async (view) => {
            setSaving(false);
            setActive(view);
            await saved.refresh();
            notify('engine.views.saved', { type: 'success', messageArgs: { name: view.name } });
          }}
          create={(resource, body) => saved.api.createSavedView(resource, body)}
        />
      )}
    </>
  );
}
