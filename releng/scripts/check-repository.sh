#!/usr/bin/env bash
# Checks the p2 repository built by `verify` (releng/org.snapwear.repository/target/repository): it must hold the
# engine, workbench and example-codec features with their Snapwear bundles, in their categories, and must not
# carry the RCP platform feature (an IDE brings its own platform).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=releng/org.snapwear.repository/target/repository
[ -f "$repo/content.jar" ] || { echo "check-repository: $repo/content.jar missing (run ./mvnw verify first)" >&2; exit 1; }
content=$(unzip -p "$repo/content.jar" content.xml)
fail=0
need() {
  if ! grep -q "id='$1'" <<<"$content"; then echo "check-repository: IU $1 missing" >&2; fail=1; fi
}
for f in org.snapwear.engine.feature org.snapwear.ui.feature org.snapwear.examples.feature; do
  need "$f.feature.group"
done
for b in org.snapwear.trace org.snapwear.codec org.snapwear.flash org.snapwear.gpu org.snapwear.model \
         org.snapwear.study org.snapwear.headless org.snapwear.ui org.snapwear.examples.codec; do
  need "$b"
  ls "$repo"/plugins/"$b"_*.jar >/dev/null 2>&1 || { echo "check-repository: plugins/$b_*.jar missing" >&2; fail=1; }
done
grep -q "id='org.snapwear.platform.feature.feature.group'" <<<"$content" \
  && { echo "check-repository: the RCP platform feature must not be in the IDE update site" >&2; fail=1; }
grep -q "name='org.eclipse.equinox.p2.name' value='Snapwear codec plug-ins'" <<<"$content" \
  || { echo "check-repository: category 'Snapwear codec plug-ins' missing" >&2; fail=1; }
[ $fail -eq 0 ] && echo "check-repository: OK ($(ls "$repo"/plugins | wc -l) bundles, $(ls "$repo"/features | wc -l) features)"
exit $fail
