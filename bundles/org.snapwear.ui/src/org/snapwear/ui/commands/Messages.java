package org.snapwear.ui.commands;

import org.eclipse.osgi.util.NLS;

/** UI strings of the command handlers (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.commands.messages";

    public static String OpenRecent_none;
    public static String RunDemo_title;
    public static String RunDemo_failed;
    public static String RunDemo_cannotPrepare;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
