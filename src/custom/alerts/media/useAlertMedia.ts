// Runs the media rule (src/domain/alerts/media.ts) for one alert with real timers (setTimeout and
// Date.now, so a test's fake clock drives it): each effect the rule asks for is one call to the
// server (mediaApi.ts), whose outcome is the rule's next event. The server is told every new
// pollingStatus/retryCount, so another dispatcher opening the alert sees the same state, and the
// `alert-media-{companyId}` push brings a video another session received.
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'ra-core';
import {
  alertHasMedia,
  HISTORY_WINDOW_MS,
  mediaActions,
  nextMedia,
  TERMINAL,
  type MediaEffect,
  type MediaEvent,
  type MediaFacts,
  type MediaState,
  type MediaToast,
} from '../../../domain/alerts/media';
import { useAlertClient } from '../alertClient';
import { AlertEventsContext } from '../AlertEventsContext';
import { mediaApi, type MediaCalls } from './mediaApi';
import { parseAlertMediaPush, type MediaAlert } from './types';

export const MEDIA_PUSH_PREFIX = 'alert-media-';

const TOASTS: Record<MediaToast, string> = {
  deviceUnreachable: 'custom.alerts.media.toast.deviceUnreachable',
  mediaNotFound: 'custom.alerts.media.toast.mediaNotFound',
  noMedia: 'custom.alerts.media.toast.no_media',
  error: 'custom.alerts.media.toast.error',
};

export interface AlertMedia extends MediaState {
  hasMedia: boolean;
  videoUrl: string | null;
  canRequest: boolean;
  canCheck: boolean;
  canWatch: boolean;
  request: () => void;
  check: () => void;
}

export function factsOf(alert: MediaAlert): MediaFacts {
  return {
    alertCode: alert.alertCode,
    createdOn: alert.createdOn,
    deviceType: alert.vehicle?.device?.deviceType ?? null,
    imei: alert.vehicle?.device?.imei ?? alert.vehicle?.imei ?? null,
    vehicleId: alert.vehicle?.id ?? alert.vehicleId ?? null,
  };
}

export function useAlertMedia(alert: MediaAlert, calls?: MediaCalls): AlertMedia {
  const client = useAlertClient();
  const api = useMemo(() => calls ?? mediaApi(client), [calls, client]);
  const notify = useNotify();
  const events = useContext(AlertEventsContext);
  const hasMedia = alertHasMedia(alert.alertCode);
  const initial: MediaState = {
    status: alert.pollingStatus ?? (alert.videoData?.url ? 'complete' : 'loading'),
    retryCount: alert.retryCount ?? 0,
  };
  const [state, setState] = useState<MediaState>(initial);
  const [videoUrl, setVideoUrl] = useState<string | null>(alert.videoData?.url ?? null);
  const knownUrl = useRef(videoUrl);
  const showVideo = (url: string) => {
    knownUrl.current = url;
    setVideoUrl(url);
  };
  const current = useRef(state);
  const facts = useRef(factsOf(alert));
  facts.current = factsOf(alert);
  // A run belongs to one mount: answers and timers of an earlier one are dropped.
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dispatchRef = useRef<(event: MediaEvent, run: number) => void>(() => {});

  const runEffect = useCallback(
    async (effect: MediaEffect, run: number): Promise<MediaEvent | undefined> => {
      switch (effect.kind) {
        case 'none':
          return undefined;
        case 'timer':
          clearTimeout(timer.current);
          timer.current = setTimeout(
            () => dispatchRef.current({ type: effect.event }, run),
            Math.max(0, effect.at - Date.now()),
          );
          return undefined;
        case 'checkHistory': {
          const history = await api.videoInHistory(
            { id: alert.id, ...facts.current },
            effect.vehicleId,
            effect.startTime,
          );
          if (history.url && run === generation.current) showVideo(history.url);
          return { type: 'historyChecked', found: history.found };
        }
        case 'checkDevice':
          return { type: 'deviceChecked', lastSeenAt: await api.deviceLastSeen(effect.vehicleId) };
        case 'checkFileWindow':
          return {
            type: 'fileWindowChecked',
            found: await api.fileInWindow(facts.current.createdOn, {
              vehicleId: effect.vehicleId,
              channel: effect.channel,
              startTime: effect.startTime,
              endTime: effect.endTime,
            }),
          };
        case 'requestFileList':
          await api.requestFileList(effect.imei, effect.vehicleId, effect.channel);
          return { type: 'fileListRequested' };
        case 'requestUpload':
          return {
            type: 'uploadReplied',
            message: await api.requestUpload(alert.id, effect.input),
          };
      }
    },
    [api, alert.id],
  );

  // The video to watch once complete: the alert's own, else the stored video covering its moment.
  const loadVideoUrl = useCallback(
    (run: number) => {
      if (knownUrl.current) return;
      void api
        .videoUrl(alert.id)
        .then(
          async (url) =>
            url ??
            (
              await api.videoInHistory(
                { id: alert.id, ...facts.current },
                facts.current.vehicleId ?? null,
                new Date(Date.now() - HISTORY_WINDOW_MS).toISOString(),
              )
            ).url,
        )
        .then(
          (url) => {
            if (run === generation.current && url) showVideo(url);
          },
          () => undefined,
        );
    },
    [api, alert.id],
  );

  const dispatch = useCallback(
    (event: MediaEvent, run: number) => {
      if (run !== generation.current) return;
      const before = current.current;
      const step = nextMedia(before, event, facts.current, Date.now());
      current.current = step.state;
      if (step.state.status !== before.status || step.state.retryCount !== before.retryCount) {
        setState(step.state);
        // The server keeps the state for the other dispatchers; a failure here only loses that.
        void api.saveStatus(alert.id, step.state).catch(() => undefined);
      }
      if (step.toast) notify(TOASTS[step.toast], { type: 'error' });
      if (step.state.status === 'complete' && before.status !== 'complete') loadVideoUrl(run);
      runEffect(step.effect, run).then(
        (next) => next && dispatchRef.current(next, run),
        () => dispatchRef.current({ type: 'callFailed' }, run),
      );
    },
    [api, alert.id, notify, runEffect, loadVideoUrl],
  );
  dispatchRef.current = dispatch;

  // Start (or resume) when shown; stop every timer and late answer when gone.
  useEffect(() => {
    if (!hasMedia) return undefined;
    const run = ++generation.current;
    if (current.current.status === 'complete') loadVideoUrl(run);
    if (!TERMINAL.includes(current.current.status)) dispatch({ type: 'start' }, run);
    const runs = generation;
    const timers = timer;
    return () => {
      runs.current++;
      clearTimeout(timers.current);
    };
    // Once per alert: the rule carries the state from here on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [alert.id, hasMedia]);

  // Another session's video (or this one's upload finishing on the server).
  useEffect(
    () =>
      events.subscribe(MEDIA_PUSH_PREFIX, (payload) => {
        const push = parseAlertMediaPush(payload);
        if (!push || push.rawAlertId !== alert.id) return;
        if (push.videoUrl || push.pollingStatus === 'complete') {
          if (push.videoUrl) showVideo(push.videoUrl);
          dispatchRef.current({ type: 'videoArrived' }, generation.current);
        }
      }),
    [events, alert.id],
  );

  const actions = mediaActions(state.status);
  return {
    ...state,
    hasMedia,
    videoUrl,
    ...actions,
    // The server's flags say what the device can do (its camera, its upload input); the rule when.
    canRequest: actions.canRequest && alert.canRequest !== false,
    canCheck: actions.canCheck && alert.canCheck !== false,
    canWatch: actions.canWatch && videoUrl !== null,
    request: () => dispatch({ type: 'request' }, generation.current),
    check: () => dispatch({ type: 'check' }, generation.current),
  };
}
