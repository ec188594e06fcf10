// How long ago the alert happened, refreshed every second (§9).
import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { secondsSince, timePassedUnit } from './rules';

export function TimePassed({ createdOn }: { createdOn: string }) {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const { unit, count } = timePassedUnit(secondsSince(createdOn, now));
  return (
    <time dateTime={createdOn} title={new Date(createdOn).toLocaleString()}>
      {translate(`custom.alerts.time_passed.${unit}`, { smart_count: count })}
    </time>
  );
}
