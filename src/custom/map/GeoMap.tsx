// Contract placeholder (issue 29): MAPS (branch h29-maps) owns this file and its real map; this
// minimal body lets the popups build and run before the merge, and the owner's version replaces it.
// It draws the markers' coordinates on a plain panel, no tiles, no network.
import { Box, Typography } from '@mui/material';

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
  kind: 'alert' | 'vehicle' | 'origin' | 'destination';
  heading?: number | null;
}

export function GeoMap(props: {
  markers: MapMarker[];
  ariaLabel: string;
  height?: number | string;
  follow?: boolean;
}) {
  return (
    <Box
      role="img"
      aria-label={props.ariaLabel}
      sx={{
        height: props.height ?? 240,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexDirection: 'column',
      }}
    >
      {props.markers.map((marker) => (
        <Typography key={marker.id} variant="caption">
          {marker.label}: {marker.lat.toFixed(5)}, {marker.lng.toFixed(5)}
        </Typography>
      ))}
    </Box>
  );
}

export function StaticMap(props: {
  lat: number;
  lng: number;
  label: string;
  width?: number;
  height?: number;
}) {
  return (
    <GeoMap
      ariaLabel={props.label}
      height={props.height ?? 200}
      markers={[
        { id: 'static', lat: props.lat, lng: props.lng, label: props.label, kind: 'alert' },
      ]}
    />
  );
}
