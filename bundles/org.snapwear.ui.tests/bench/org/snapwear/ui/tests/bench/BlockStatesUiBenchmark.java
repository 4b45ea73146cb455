package org.snapwear.ui.tests.bench;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.blocks.BlockRun;
import org.snapwear.study.blocks.BlockStateRuns;
import org.snapwear.study.blocks.BlockWorkload;
import org.snapwear.ui.views.BlockStatesPanel;

/**
 * Milliseconds per step in the real panel (model update, image update of the changed cells, timeline, event
 * text, and the paint events processed) on a run of more than 10^6 events on the Table 4 device. Needs a display
 * (xvfb). Not a test. Usage: {@code BlockStatesUiBenchmark [writes=1000000] [steps=3000] [jumps=100]}
 */
public final class BlockStatesUiBenchmark {

    private BlockStatesUiBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long writes = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
        int steps = args.length > 1 ? Integer.parseInt(args[1]) : 3000;
        int jumps = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        BlockRun run = BlockStateRuns.run(SsdConfig.table4(), new WarmupState(111_432, 13_048, 6_592, WarmupLayout.MIXED),
                BlockWorkload.uniform(writes, 1), null);
        Display display = Display.getDefault();
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        BlockStatesPanel panel = new BlockStatesPanel(shell, SWT.NONE);
        shell.setSize(1560, 960);
        shell.open();
        panel.setRun(run);
        drain(display);
        long mid = run.log().steps() / 2;
        panel.jumpTo(mid);
        drain(display);
        for (int i = 0; i < 2000; i++) {
            panel.stepForward();
            panel.stepBack();
            drain(display);
        }
        System.out.printf("run: %,d events%n", run.log().steps());
        double[] f = new double[steps];
        for (int i = 0; i < steps; i++) {
            long s = System.nanoTime();
            panel.stepForward();
            drain(display);
            f[i] = (System.nanoTime() - s) / 1e6;
        }
        report("panel step forward + paint", f);
        double[] b = new double[steps];
        for (int i = 0; i < steps; i++) {
            long s = System.nanoTime();
            panel.stepBack();
            drain(display);
            b[i] = (System.nanoTime() - s) / 1e6;
        }
        report("panel step back + paint", b);
        SplittableRandom rnd = new SplittableRandom(5);
        double[] j = new double[jumps];
        for (int i = 0; i < jumps; i++) {
            long target = rnd.nextLong(run.log().steps() + 1);
            long s = System.nanoTime();
            panel.jumpTo(target);
            drain(display);
            j[i] = (System.nanoTime() - s) / 1e6;
        }
        report("panel random jump + full repaint", j);
        shell.dispose();
    }

    private static void drain(Display d) {
        while (d.readAndDispatch()) {
            // process paints
        }
    }

    private static void report(String what, double[] ms) {
        double[] s = ms.clone();
        Arrays.sort(s);
        System.out.printf("%-40s n=%,6d  mean %.3f ms  p50 %.3f  p99 %.3f  max %.2f ms%n", what, s.length,
                Arrays.stream(s).average().orElse(Double.NaN), s[s.length / 2], s[(int) (s.length * 0.99)],
                s[s.length - 1]);
    }
}
