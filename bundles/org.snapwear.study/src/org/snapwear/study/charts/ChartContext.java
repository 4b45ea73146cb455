package org.snapwear.study.charts;

import java.util.Set;

/**
 * What a builder needs besides the tables: the scheme colours (shared by all charts of a run, and by the runs
 * of a comparison) and an optional restriction to some schemes (null = all), applied to scheme-keyed tables.
 */
public record ChartContext(SchemePalette palette, Set<String> schemes) {

    public ChartContext {
        schemes = schemes == null ? null : Set.copyOf(schemes);
    }

    public boolean includes(String scheme) {
        return schemes == null || schemes.contains(scheme);
    }
}
