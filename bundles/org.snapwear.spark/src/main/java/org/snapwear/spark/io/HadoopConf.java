package org.snapwear.spark.io;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;

import org.apache.hadoop.conf.Configuration;

/**
 * The driver's Hadoop configuration (with Spark's {@code spark.hadoop.*} settings: credentials, endpoints) as a
 * serializable value, so that tasks open files with the same settings the driver listed them with.
 */
public record HadoopConf(Map<String, String> entries) implements Serializable {

    public HadoopConf {
        entries = Map.copyOf(entries);
    }

    public static HadoopConf of(Configuration conf) {
        Map<String, String> m = new TreeMap<>();
        conf.forEach(e -> m.put(e.getKey(), e.getValue()));
        return new HadoopConf(m);
    }

    public Configuration toConfiguration() {
        Configuration c = new Configuration(false);
        entries.forEach(c::set);
        return c;
    }
}
