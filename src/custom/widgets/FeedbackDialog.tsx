// The satisfaction feedback dialog (alert-centre-and-shell.md §2, §3, §9): a score of 1 to 5 (5
// chosen), the scale's five labels, and a free comment of at most 1,000 characters. Sending stores it
// (POST …/feedback); a failed send leaves the dialog as it was (§8 "Nothing happens").
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useCreate, useNotify, useTranslate } from 'ra-core';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_DEFAULT_POINT,
  FEEDBACK_POINTS,
} from '../../domain/widgets/feedbackTiming';

export default function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [point, setPoint] = useState<number>(FEEDBACK_DEFAULT_POINT);
  const [comment, setComment] = useState('');
  const [create, { isPending }] = useCreate();
  const send = () =>
    create(
      'feedback',
      { data: { point, comment: comment.trim() || null } },
      {
        onSuccess: () => {
          notify('custom.widgets.feedback.thanks', { type: 'success' });
          onClose();
        },
        onError: () => undefined,
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="feedback-title" fullWidth maxWidth="sm">
      <DialogTitle id="feedback-title">{translate('custom.widgets.feedback.title')}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{translate('custom.widgets.feedback.scale')}</FormLabel>
          <RadioGroup
            value={String(point)}
            onChange={(event) => setPoint(Number(event.target.value))}
            sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
          >
            {FEEDBACK_POINTS.map((value) => (
              <FormControlLabel
                key={value}
                value={String(value)}
                control={<Radio />}
                label={`${value} · ${translate(`custom.widgets.feedback.points.${value}`)}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={translate('custom.widgets.feedback.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value.slice(0, FEEDBACK_COMMENT_MAX))}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: FEEDBACK_COMMENT_MAX } }}
          helperText={translate('custom.widgets.feedback.comment_help', {
            count: comment.length,
            max: FEEDBACK_COMMENT_MAX,
          })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('custom.widgets.feedback.later')}</Button>
        <Button variant="contained" onClick={send} disabled={isPending}>
          {translate('custom.widgets.feedback.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
