package org.snapwear.gpu.image;

import java.util.Locale;

/** What an allocation holds; decides nothing in the model but groups results the way the paper discusses them. */
public enum AllocationKind {
    PARAMETER, GRADIENT, OPTIMIZER, ACTIVATION, RAW, OTHER;

    /**
     * Kind from a tensor name: the generator's prefixes {@code param/}, {@code grad/}, {@code opt/},
     * {@code act/}; optimizer-state names of checkpoints ({@code exp_avg}, {@code momentum}, {@code optim});
     * anything else in a checkpoint is a parameter.
     */
    public static AllocationKind fromName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.startsWith("param/")) {
            return PARAMETER;
        }
        if (n.startsWith("grad/")) {
            return GRADIENT;
        }
        if (n.startsWith("opt/") || n.contains("exp_avg") || n.contains("momentum") || n.contains("optim")) {
            return OPTIMIZER;
        }
        if (n.startsWith("act/")) {
            return ACTIVATION;
        }
        return PARAMETER;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
