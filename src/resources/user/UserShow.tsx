// A user's page: the generated detail list, with edit and the password reset for whoever may update users.
import { Box } from '@mui/material';
import { EditButton, Show, TopToolbar } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { DetailList } from '../views/DetailList.tsx';
import { EngineProvider } from '../views/EngineProvider.tsx';
import { userEntries } from './registry.ts';
import { useAbilities } from '../views/useAbilities.ts';
import { ResetPasswordButton } from './ResetPasswordButton.tsx';

export default function UserShow({ def }: ViewProps) {
  const abilities = useAbilities(def);
  return (
    <EngineProvider entries={userEntries}>
      <Show
        resource={def.name}
        actions={
          abilities.edit ? (
            <TopToolbar>
              <EditButton />
              <ResetPasswordButton />
            </TopToolbar>
          ) : (
            false
          )
        }
      >
        <Box sx={{ px: 2, py: 1 }}>
          <DetailList def={def} />
        </Box>
      </Show>
    </EngineProvider>
  );
}
