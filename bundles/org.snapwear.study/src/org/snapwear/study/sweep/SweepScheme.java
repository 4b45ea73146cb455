package org.snapwear.study.sweep;

import java.io.Serializable;

import org.snapwear.codec.scheme.SchemeSpec;

/**
 * A scheme of a sweep grid without its snap_dis: a name and command-line scheme options as
 * {@link SchemeSpec#parse(String)} reads them ({@code --codec ID --mode M [--baseline ID] [--unit U] ...}), and
 * optionally a built-in loss profile ({@code --loss moments-8bit}, {@link SweepLoss}).
 *
 * @param name    the grid file's name for it ({@code scheme.NAME})
 * @param options the scheme options, without {@code --snap-dis} (the grid's snap_dis axis gives it)
 */
public record SweepScheme(String name, String options) implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * The scheme at one snap_dis.
     *
     * @throws IllegalArgumentException if the options break a scheme rule
     */
    public SchemeSpec at(int snapDis) {
        return SchemeSpec.parse(SweepLoss.scheme(options) + " --snap-dis " + snapDis);
    }

    /**
     * The stream key of the scheme at one snap_dis: the printed scheme, followed by {@code --loss PROFILE} when the
     * options name a loss profile ({@link SweepLoss}).
     *
     * @throws IllegalArgumentException if the options break a scheme rule or name an unknown profile
     */
    public SaveStreamKey key(int snapDis) {
        return new SaveStreamKey(SweepLoss.key(at(snapDis).print(), options));
    }
}
