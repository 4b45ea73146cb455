package org.snapwear.spark.io;

import java.net.URI;

/** How a job tells a location on a Hadoop file system from a local path. */
public final class Locations {
    private Locations() {
    }

    /**
     * True for a URI with a scheme ({@code hdfs://}, {@code s3a://}, {@code file:/}): read through Hadoop; a plain
     * path is local, read as the single-machine commands read it. One-letter schemes are Windows drives.
     */
    public static boolean isUri(String location) {
        try {
            String scheme = URI.create(location).getScheme();
            return scheme != null && scheme.length() > 1;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
