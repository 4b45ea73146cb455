package org.snapwear.headless.cli.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What "missing ..." names when a required positional parameter is absent, where it says more than the parameter's
 * label: "compress: missing SEQ (a directory of checkpoints)". The CLI has printed these texts since before picocli
 * (scripts and tests match them), so they are kept word for word instead of picocli's bare label.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface MissingText {
    /** The text after "missing ". */
    String value();
}
