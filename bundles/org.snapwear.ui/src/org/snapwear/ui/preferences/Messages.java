package org.snapwear.ui.preferences;

import org.eclipse.osgi.util.NLS;

/** UI strings of the preference pages (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.preferences.messages";

    public static String Chooser_intro;
    public static String Presets_description;
    public static String Presets_cannotStore;
    public static String Root_text;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
