package org.snapwear.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.swt.widgets.Text;
import org.snapwear.study.blocks.BlockImageModel;

/**
 * The timeline row of the SSD Block States panel: first / back / play / forward / last, the play speed, the
 * timeline scale and the typed step, and the display timer that plays the run. It is its own class because
 * playing is state of its own (the playing flag and the timer re-arming itself) that the image and the detail do
 * not need; what a move does is left to the panel through {@link Moves}.
 */
final class BlockTimeline extends Composite {
    private static final int[] SPEEDS = {1, 10, 100, 1000, 10000};
    private static final int PLAY_MS = 40;

    /** What the controls move: the panel's model, and the panel's redraw after a move. */
    interface Moves {
        /** The shown model, or null before the first run. */
        BlockImageModel model();

        void jumpTo(long step);

        void stepBack();

        void stepForward();

        /** Redraws everything a move changes (the image, this row, the event text, the selected block). */
        void afterMove();

        /** The typed step is not a number. */
        void notAStep(String typed);
    }

    private final Moves moves;
    private final Button first;
    private final Button back;
    private final Button play;
    private final Button forward;
    private final Button last;
    private final Combo speedCombo;
    private final Scale timeline;
    private final Text stepText;
    private final Label stepsLabel;
    private boolean playing;

    BlockTimeline(Composite parent, Moves moves) {
        super(parent, SWT.NONE);
        this.moves = moves;
        setLayout(new GridLayout(10, false));
        first = button("|<", Messages.BlockStates_firstTip, () -> moves.jumpTo(0));
        back = button("<", Messages.BlockStates_backTip, moves::stepBack);
        play = button(Messages.BlockStates_play, Messages.BlockStates_playTip, this::togglePlay);
        // Wide enough for both texts: the button is laid out once, and "Pause" in a "Play"-sized button read "ause".
        GridData pd = new GridData();
        pd.widthHint = Math.max(play.computeSize(SWT.DEFAULT, SWT.DEFAULT).x, widthOf(play, Messages.BlockStates_pause));
        play.setLayoutData(pd);
        forward = button(">", Messages.BlockStates_forwardTip, moves::stepForward);
        last = button(">|", Messages.BlockStates_lastTip,
                () -> moves.jumpTo(moves.model() == null ? 0 : moves.model().steps()));
        speedCombo = new Combo(this, SWT.READ_ONLY);
        for (int s : SPEEDS) {
            speedCombo.add(String.format(Messages.BlockStates_speed, s));
        }
        speedCombo.select(1);
        timeline = new Scale(this, SWT.HORIZONTAL);
        timeline.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        timeline.setMinimum(0);
        timeline.setMaximum(1);
        timeline.addListener(SWT.Selection, e -> moves.jumpTo(timeline.getSelection()));
        new Label(this, SWT.NONE).setText(Messages.BlockStates_step);
        stepText = new Text(this, SWT.BORDER | SWT.RIGHT);
        GridData sg = new GridData();
        sg.widthHint = 90;
        stepText.setLayoutData(sg);
        stepText.addListener(SWT.DefaultSelection, e -> goToTypedStep());
        stepsLabel = new Label(this, SWT.NONE);
        stepsLabel.setText(String.format(Messages.BlockStates_of, 0) + "          ");
        setControlsEnabled(false);
    }

    private static int widthOf(Button b, String text) {
        String before = b.getText();
        b.setText(text);
        int w = b.computeSize(SWT.DEFAULT, SWT.DEFAULT).x;
        b.setText(before);
        return w;
    }

    private Button button(String text, String tip, Runnable action) {
        Button b = new Button(this, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    void setControlsEnabled(boolean on) {
        for (Button b : new Button[] {first, back, play, forward, last}) {
            b.setEnabled(on);
        }
        timeline.setEnabled(on);
        stepText.setEnabled(on);
    }

    Scale timeline() {
        return timeline;
    }

    Button backButton() {
        return back;
    }

    Button forwardButton() {
        return forward;
    }

    Button playButton() {
        return play;
    }

    boolean isPlaying() {
        return playing;
    }

    /** A new run of {@code steps} steps: the scale's range and the "of N" label. */
    void setSteps(long steps) {
        timeline.setMaximum((int) Math.max(1, Math.min(Integer.MAX_VALUE, steps)));
        timeline.setPageIncrement((int) Math.max(1, steps / 50));
        stepsLabel.setText(String.format(Messages.BlockStates_of, steps));
        layout();
    }

    /** Shows the current step on the scale and in the step field. */
    void showStep(long step) {
        timeline.setSelection((int) Math.min(Integer.MAX_VALUE, step));
        stepText.setText(String.format("%,d", step));
    }

    /**
     * Stops playing (a pending timer tick then does nothing) and shows "Play" again: a new run starts paused, so a
     * button still reading "Pause" would offer the wrong action.
     */
    void stop() {
        playing = false;
        if (!play.isDisposed()) {
            play.setText(Messages.BlockStates_play);
        }
    }

    void togglePlay() {
        if (moves.model() == null) {
            return;
        }
        playing = !playing;
        play.setText(playing ? Messages.BlockStates_pause : Messages.BlockStates_play);
        if (playing) {
            getDisplay().timerExec(PLAY_MS, this::playTick);
        }
    }

    private void playTick() {
        if (!playing || isDisposed()) {
            return;
        }
        BlockImageModel model = moves.model();
        int n = SPEEDS[Math.max(0, speedCombo.getSelectionIndex())];
        for (int i = 0; i < n && model.forward(); i++) {
            // the model collects the changed cells
        }
        moves.afterMove();
        if (model.step() >= model.steps()) {
            togglePlay();
        } else {
            getDisplay().timerExec(PLAY_MS, this::playTick);
        }
    }

    private void goToTypedStep() {
        try {
            moves.jumpTo(Long.parseLong(stepText.getText().trim().replace(",", "").replace("_", "")));
        } catch (NumberFormatException e) {
            moves.notAStep(stepText.getText());
        }
    }
}
