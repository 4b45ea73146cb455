package org.snapwear.ui.dialogs;

import org.eclipse.osgi.util.NLS;

/** UI strings of the dialogs (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.dialogs.messages";

    public static String BlockRun_config;
    public static String About_title;
    public static String About_heading;
    public static String About_text;
    public static String About_bundle;
    public static String About_version;
    public static String About_state;
    public static String About_active;
    public static String About_resolved;
    public static String About_starting;
    public static String About_installed;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
